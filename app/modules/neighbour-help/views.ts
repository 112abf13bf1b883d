/* The request and its responses as the pages read them from the API (camelCased, dates as ISO text). */

export type ResponseOnPage = { id: string; name: string; email: string; message: string; status: "new" | "accepted" | "declined"; decidedBy: "center" | "requester" | null; decidedAt: string | null; createdAt: string };

export type RequestOnPage = {
  id: string;
  direction: string;
  kind: string;
  category: string;
  description: string;
  neighbourhood: string;
  createdAt: string;
  status: "pending" | "approved" | "rejected" | "closed" | "withdrawn" | "expired";
  postcode: string;
  name: string;
  email: string;
  reviewReason: string | null;
  reviewedAt: string | null;
  closedAt: string | null;
  responses: ResponseOnPage[];
};
