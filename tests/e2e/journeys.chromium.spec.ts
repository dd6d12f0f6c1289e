import { chromiumJourneyTest, registerJourneys } from "./engines/journey-fixtures";

registerJourneys(chromiumJourneyTest);
