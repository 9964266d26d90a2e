/** The one response envelope of decisions.md section 2. */
export type FieldErrors = Record<string, string[]>;

export interface ApiSuccess<T> {
  success: true;
  message?: string;
  data: T;
}

export interface ApiFailure {
  success: false;
  message: string;
  errors?: FieldErrors;
}

/** Paged lists: one shape everywhere. */
export interface Paged<T> {
  success: true;
  data: T[];
  current_page: number;
  last_page: number;
  total: number;
  per_page: number;
  /** Set when a very large match set was estimated by the planner rather than counted. */
  total_is_estimate?: boolean;
}
