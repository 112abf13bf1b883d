import { Hono } from "hono";
import type { ApiEnv } from "../context.server";

export const organizationRoutes = new Hono<ApiEnv>();
