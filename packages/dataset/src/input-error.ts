/** What was wrong with the data given to a `@zebra/dataset` entry point. */
export type DatasetInputCode = "invalid-puzzle" | "invalid-item" | "invalid-record" | "invalid-metric";

/**
 * Thrown by a `@zebra/dataset` entry point given data it cannot work with (a missing puzzle,
 * a record that is not one): `code` says which, the message names the argument. A `TypeError`,
 * so that code catching the earlier errors keeps working.
 */
export class DatasetInputError extends TypeError {
  readonly code: DatasetInputCode;

  constructor(code: DatasetInputCode, message: string) {
    super(message);
    this.name = "DatasetInputError";
    this.code = code;
  }
}
