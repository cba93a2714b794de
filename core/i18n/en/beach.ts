export const beach = {} as const;
