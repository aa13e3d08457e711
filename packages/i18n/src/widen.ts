/** The shape of a translation object with every literal string widened to `string`. */
export type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
