-- A vacancy's expiry day ends at midnight in the Netherlands (expiryOfDay, manage-schema.ts): 23:59:59
-- Europe/Amsterdam, where every page and mail writes the date. Before, the management forms (add, edit, bulk edit)
-- stored the chosen day as <day>T23:59:59Z, which is already the next day there (shown as the next day, open until
-- 00:59:59 or 01:59:59 after it). This moves those rows once to the end of the day that was chosen, so lists and the
-- edit form show it and saving the form again keeps it. Only expiries at exactly 23:59:59 UTC (what the forms wrote);
-- after the move none is, so a second run changes nothing. Per tenant with its app.tenant_id set, so the rows are
-- seen under forced row-level security also by an owner that is no superuser (decision 072); cleared after.
DO $$
DECLARE
  tenant record;
BEGIN
  FOR tenant IN SELECT id FROM tenants LOOP
    PERFORM set_config('app.tenant_id', tenant.id::text, true);
    UPDATE vacancies
    SET expires_at = ((expires_at AT TIME ZONE 'UTC')::date + time '23:59:59') AT TIME ZONE 'Europe/Amsterdam'
    WHERE tenant_id = tenant.id
      AND expires_at IS NOT NULL
      AND (expires_at AT TIME ZONE 'UTC')::time = time '23:59:59';
  END LOOP;
  PERFORM set_config('app.tenant_id', '', true);
END
$$;
