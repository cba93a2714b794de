export const browse = {} as const;
