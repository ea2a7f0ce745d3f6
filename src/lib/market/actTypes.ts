/** How many people an artist profile stands for; labels under `Market.actTypes.<key>`. */
export const ACT_TYPES = ['solo', 'duo', 'band'] as const
