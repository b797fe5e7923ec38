/** How many adorers one hour of adoration may hold: the server refuses more, the admin table offers no more. */
export const DEFAULT_SLOT_CAPACITY = 2;
export const MAX_SLOT_CAPACITY = 20;
