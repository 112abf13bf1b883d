import { describe, expect, it } from "vitest";
import { isMaskedColumn } from "./masking";

describe("the data viewer's masking rule", () => {
  it("masks what the tables hold today that is a secret", () => {
    for (const name of ["encrypted_password", "token_hash", "previous_token_hash", "last_token_hash", "secrets", "cancel_token_hash", "requester_token_hash", "unsubscribe_token", "code_digest"]) {
      expect(isMaskedColumn(name), name).toBe(true);
    }
  });

  it("masks a column added tomorrow because of its name, whatever its table", () => {
    for (const name of ["feed_token", "webhook_secret", "recovery_code_digest", "password_reset_hash", "totp_salt", "Api_Key", "sso_credentials", "mfa_otp", "private_key_pem", "request_signature"]) {
      expect(isMaskedColumn(name), name).toBe(true);
    }
  });

  it("shows ordinary columns", () => {
    for (const name of ["id", "email", "first_name", "status", "created_at", "title", "description", "organization_id", "expires_at", "client", "details"]) {
      expect(isMaskedColumn(name), name).toBe(false);
    }
  });
});
