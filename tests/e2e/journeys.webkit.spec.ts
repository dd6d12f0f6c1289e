import { webkitJourneyTest, registerJourneys } from "./engines/journey-fixtures";

registerJourneys(webkitJourneyTest);
