import { randomBytes } from "node:crypto";
import { hashToken } from "~/modules/auth/tokens.server";
import type { Tx } from "~/modules/db/client.server";
import { neighbourHelpRequests } from "~/modules/db/schema";
import type { HelpCategory, HelpDirection, HelpKind } from "./schema";

/*
 * Demo neighbour help (README, decision 041) for centers of p2p tenants: four approved requests and offers around
 * the city and one waiting for review, placed without a geocoder. Their requesters' links are not known to anybody.
 */

type DemoRequest = { direction: HelpDirection; kind: HelpKind; category: HelpCategory; description: string; postcode: string; neighbourhood: string; offset: [number, number]; status: "approved" | "pending" };

const DEMO: DemoRequest[] = [
  { direction: "ask", kind: "neighbour-help", category: "groceries", description: "Ik loop slecht sinds mijn val. Wie neemt op dinsdag of woensdag mijn boodschappen mee?", postcode: "7311 AA", neighbourhood: "Binnenstad", offset: [0.002, 0.001], status: "approved" },
  { direction: "ask", kind: "p2p", category: "company", description: "Ik ben weduwe en zou het fijn vinden als iemand af en toe een kopje koffie komt drinken en een praatje maakt.", postcode: "7312 BC", neighbourhood: "Oost", offset: [0.006, 0.012], status: "approved" },
  { direction: "offer", kind: "one-on-one", category: "computer", description: "Ik help graag ouderen met hun telefoon of tablet: videobellen, foto's, de bankapp. Op zaterdagochtend.", postcode: "7315 CD", neighbourhood: "West", offset: [-0.004, -0.015], status: "approved" },
  { direction: "offer", kind: "neighbour-help", category: "garden", description: "Gepensioneerd hovenier biedt hulp bij snoeien en onkruid wieden, een paar uur per maand.", postcode: "7321 EF", neighbourhood: "Zuid", offset: [-0.018, 0.004], status: "approved" },
  { direction: "ask", kind: "one-on-one", category: "paperwork", description: "Wie helpt mij met de post en de formulieren van de gemeente? Ik lees niet zo goed Nederlands.", postcode: "7311 AB", neighbourhood: "Binnenstad", offset: [0.001, -0.002], status: "pending" },
];

export async function seedNeighbourHelp(tx: Tx, input: { tenantId: string; centerId: string; city: string; centre: { latitude: number; longitude: number } }) {
  await tx.insert(neighbourHelpRequests).values(
    DEMO.map((demo, index) => ({
      tenantId: input.tenantId,
      centerId: input.centerId,
      direction: demo.direction,
      kind: demo.kind,
      category: demo.category,
      description: demo.description,
      postcode: demo.postcode,
      latitude: input.centre.latitude + demo.offset[0],
      longitude: input.centre.longitude + demo.offset[1],
      neighbourhood: `${demo.neighbourhood}, ${input.city}`,
      name: `Demo-inwoner ${index + 1}`,
      email: `inwoner-${index + 1}@example.org`,
      status: demo.status,
      reviewedAt: demo.status === "approved" ? new Date() : null,
      requesterTokenHash: hashToken(randomBytes(24).toString("base64url")),
      idempotencyKey: `demo-${input.centerId}-${index + 1}`,
    })),
  );
}
