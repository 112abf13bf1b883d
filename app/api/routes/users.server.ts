import { Hono } from "hono";
import type { ApiEnv } from "../context.server";

export const userRoutes = new Hono<ApiEnv>();
