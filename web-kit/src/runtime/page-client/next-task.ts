/**
 * After a macrotask: what ran before is a task of its own, and a tap in between is answered
 * rather than held until the client has started (a page client's stages, the hydration after them).
 */
export const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));
