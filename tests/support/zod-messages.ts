import { configureZodMessages } from "~/lib/zod-messages";

// As in the app (decision 065): a schema without a message of its own gives one of our keys, not zod's English.
configureZodMessages();
