-- Decision 072: the demo seed's replies to volunteer@<center>.example are replies to that volunteer's pool profile
-- (linkDemoProfileReplies in a fresh seed); a database seeded before that has them without their profile
-- (volunteer_profile_id null). This links them once, on the next `npm start` (embedded) or `npm run db:migrate`,
-- instead of code doing it on every start. Only the demo rows: the demo tenants' volunteer@<center>.example accounts
-- and their replies that name no profile yet, where the volunteer has a profile; nothing on a database without the
-- demo data (or before the seed, when migrations run first), nothing on a second run. Per tenant with its
-- app.tenant_id set, so the rows are seen under forced row-level security also by an owner that is no superuser;
-- set transaction-locally, and cleared after.
DO $$
DECLARE
  demo record;
BEGIN
  FOR demo IN
    SELECT tenants.id AS tenant_id, accounts.email
    FROM (VALUES
      ('public', 'volunteer@demo.example'),
      ('public', 'volunteer@partner.example'),
      ('oldebroek', 'volunteer@oldebroek.example'),
      ('meedoen', 'volunteer@meedoen.example')
    ) AS accounts (tenant_slug, email)
    JOIN tenants ON tenants.slug = accounts.tenant_slug
  LOOP
    PERFORM set_config('app.tenant_id', demo.tenant_id::text, true);
    UPDATE volunteer_profile_replies AS replies
    SET volunteer_profile_id = profiles.id
    FROM users
    JOIN volunteer_profiles AS profiles ON profiles.tenant_id = users.tenant_id AND profiles.user_id = users.id
    WHERE users.tenant_id = demo.tenant_id
      AND lower(users.email) = demo.email
      AND replies.tenant_id = demo.tenant_id
      AND replies.volunteer_id = users.id
      AND replies.volunteer_profile_id IS NULL;
  END LOOP;
  PERFORM set_config('app.tenant_id', '', true);
END
$$;
