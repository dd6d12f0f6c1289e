import { firefoxJourneyTest, registerJourneys } from "./engines/journey-fixtures";

registerJourneys(firefoxJourneyTest);
