import type { Translation } from '../../texts.js';
import type { portfolioSource } from '../../source/portfolio.js';

export const portfolio = {} as const satisfies Translation<typeof portfolioSource>;
