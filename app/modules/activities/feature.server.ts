import { data, type RouterContextProvider } from "react-router";
import { tenancyContext } from "~/middleware/context";
import { featuresOf } from "~/modules/tenancy/tenancy.server";

/** Whether the request's tenant has activities (spec §1: not in the meedoen app context). */
export const activitiesEnabled = (context: Readonly<RouterContextProvider>) => featuresOf(context.get(tenancyContext)).activities;

/** The activity calendar's pages and feeds are a 404 where the tenant has no activities (decision 043). */
export function requireActivities(context: Readonly<RouterContextProvider>): void {
  if (!activitiesEnabled(context)) throw data({ message: "Not found" }, { status: 404 });
}
