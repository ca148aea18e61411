import type { Translation } from '../../texts.js';
import type { teamsSource } from '../../source/teams.js';

export const teams = {} as const satisfies Translation<typeof teamsSource>;
