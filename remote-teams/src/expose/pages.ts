import { defineRemote } from 'web-kit';
import { teamsApi } from '../api';
import { Teams } from '../app/teams';
import { JoinPage } from '../features/join/components/join-page';

/** What the shell loads as `remote_teams/pages`: the console, which routes `/teams/*`, and `/join`. */
const remote = defineRemote({
  api: teamsApi,
  pages: { Teams, Join: JoinPage },
});

export const { api, pages, hostContract } = remote;
export default remote;
