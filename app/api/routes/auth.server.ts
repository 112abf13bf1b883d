import { Hono } from "hono";
import type { ApiEnv } from "../context.server";

export const authRoutes = new Hono<ApiEnv>();
