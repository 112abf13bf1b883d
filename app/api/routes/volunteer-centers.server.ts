import { Hono } from "hono";
import type { ApiEnv } from "../context.server";

export const volunteerCenterRoutes = new Hono<ApiEnv>();
