export const search = {} as const;
