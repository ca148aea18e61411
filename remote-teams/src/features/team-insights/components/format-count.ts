/** Counts as people read them here (Indian digit grouping), as the personal insights show them. */
export const formatCount = (n: number): string => n.toLocaleString('en-IN');
