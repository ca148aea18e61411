/** An admin connection to a PostgreSQL server (.ci/run sets it); without it only files are tested. */
export const TEST_DATABASE_URL =
  process.env.DEPLOY_TEST_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
