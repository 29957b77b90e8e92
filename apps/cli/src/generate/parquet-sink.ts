// A Parquet file written as records arrive: the JSONL lines a generation run makes are read
// back into rows (parquet-rows.ts) and written in row groups of a fixed size, so that memory
// stays bounded and the same run gives the same bytes.
import type { DatasetRecord } from "@zebra/dataset";
import { ByteWriter, ParquetWriter } from "hyparquet-writer";
import { FileSink, type Sink } from "../io.js";
import { packageVersion } from "../version.js";
import { parquetColumns, rowsOf, type Column, type ParquetLayout, type Row } from "./parquet-rows.js";

type SchemaElement = ConstructorParameters<typeof ParquetWriter>[0]["schema"][number];

/** Rows per row group: a few tens of megabytes of text at most, and a fixed number, so the bytes do not depend on timing. */
const rowGroupRows = 1000;

/** The Parquet schema of columns (depth first, as the format lists it): lists in the standard three-level shape. */
function parquetSchema(columns: readonly Column[]): SchemaElement[] {
  const elements: SchemaElement[] = [{ name: "root", num_children: columns.length }];
  const add = (column: Column): void => {
    if ("type" in column) {
      const physical =
        column.type === "string"
          ? ({ type: "BYTE_ARRAY", converted_type: "UTF8" } as const)
          : column.type === "int64"
            ? ({ type: "INT64" } as const)
            : ({ type: "DOUBLE" } as const);
      elements.push({ name: column.name, ...physical, repetition_type: column.optional ? "OPTIONAL" : "REQUIRED" });
    } else if ("struct" in column) {
      elements.push({ name: column.name, repetition_type: "REQUIRED", num_children: column.struct.length });
      column.struct.forEach(add);
    } else {
      elements.push({ name: column.name, repetition_type: "REQUIRED", converted_type: "LIST", num_children: 1 });
      elements.push({ name: "list", repetition_type: "REPEATED", num_children: 1 });
      elements.push({ name: "element", repetition_type: "REQUIRED", num_children: column.list.length });
      column.list.forEach(add);
    }
  };
  columns.forEach(add);
  return elements;
}

/** The writer's byte buffer, handed to a file after each row group and at the end. */
class FileByteWriter extends ByteWriter {
  constructor(private readonly file: FileSink) {
    super(1 << 20);
  }

  flush(): void {
    this.file.write(new Uint8Array(this.buffer.slice(0, this.index)));
    this.index = 0;
  }

  override finish(): void {
    this.flush();
  }
}

/**
 * A {@link Sink} that takes dataset records as JSONL lines and writes them to a Parquet file in
 * one layout. `rows` counts the rows written (one per record and language).
 */
export class ParquetSink implements Sink {
  readonly closed = false;
  rows = 0;
  readonly #file: FileSink;
  readonly #writer: ParquetWriter;
  readonly #layout: ParquetLayout;
  readonly #pending: Row[] = [];
  /** The languages met, in order, for the dataset card. */
  readonly languages = new Set<string>();
  readonly #decoder = new TextDecoder();

  constructor(path: string, layout: ParquetLayout) {
    this.#file = FileSink.open(path);
    this.#layout = layout;
    this.#writer = new ParquetWriter({
      writer: new FileByteWriter(this.#file),
      schema: parquetSchema(parquetColumns[layout]),
      createdBy: `zebra generate (@zebra/cli ${packageVersion("@zebra/cli")})`,
    });
  }

  write(text: string | Uint8Array): void {
    const line = typeof text === "string" ? text : this.#decoder.decode(text);
    for (const row of rowsOf(JSON.parse(line) as DatasetRecord, this.#layout)) {
      this.languages.add((row["extra_info"] as { locale: string }).locale);
      this.#pending.push(row);
    }
    if (this.#pending.length >= rowGroupRows) this.#flush(rowGroupRows);
  }

  /** Writes the first `count` pending rows as one row group. */
  #flush(count: number): void {
    const group = this.#pending.splice(0, count);
    void this.#writer.write({
      columnData: parquetColumns[this.#layout].map((column) => ({ name: column.name, data: group.map((row) => row[column.name]) })),
      rowGroupSize: count,
    });
    this.rows += group.length;
  }

  /** Writes the last rows and the file's footer, then closes the file. */
  async close(): Promise<void> {
    while (this.#pending.length > 0) this.#flush(Math.min(rowGroupRows, this.#pending.length));
    void this.#writer.finish();
    await this.#file.close();
  }
}
