import { OptionError } from "./cli-error.js";
import { parseShard, type Shard } from "./options.js";

/** A shard found in the environment, and the variables it came from (for messages and logs). */
export interface EnvironmentShard {
  readonly shard: Shard;
  readonly from: string;
}

type Env = Readonly<Record<string, string | undefined>>;

/** A batch engine's variables: how to read its shard, given the count from `--shard-count` (if any). */
interface Engine {
  readonly name: string;
  /** The variable whose presence says the process runs under this engine. */
  readonly marker: string;
  read(env: Env, count: number | undefined): EnvironmentShard;
}

function whole(env: Env, name: string): number {
  const text = env[name]!.trim();
  if (!/^\d+$/.test(text)) throw new OptionError(`--shard env: ${name} is '${env[name]}', not a whole number`);
  return Number(text);
}

/** The count, from the engine's variable or from `--shard-count`, which must agree when both are there. */
function countFrom(env: Env, variable: string | undefined, given: number | undefined, engine: string): number {
  const own = variable !== undefined && env[variable] !== undefined ? whole(env, variable) : undefined;
  if (own !== undefined && given !== undefined && own !== given) throw new OptionError(`--shard env: ${variable} is ${own}, but --shard-count is ${given}`);
  const count = own ?? given;
  if (count === undefined) throw new OptionError(`--shard env: ${engine} does not say how many shards there are; add --shard-count N`);
  return count;
}

function shardOf(index0: number, count: number, from: string): EnvironmentShard {
  if (count < 1 || index0 >= count) throw new OptionError(`--shard env: ${from} gives shard ${index0 + 1} of ${count}, which does not exist`);
  return { shard: { index: index0 + 1, count }, from };
}

/** A 0-based index variable with a count variable (or --shard-count). */
function zeroBased(name: string, indexVar: string, countVar: string | undefined): Engine {
  return {
    name,
    marker: indexVar,
    read: (env, given) => shardOf(whole(env, indexVar), countFrom(env, countVar, given, name), indexVar),
  };
}

/**
 * The engines `--shard env` knows, in the order they are looked for. ZEBRA_SHARD ("i/N", as
 * for --shard) is what a CI matrix sets; the others are the engines' own variables.
 */
const engines: readonly Engine[] = [
  {
    name: "ZEBRA_SHARD",
    marker: "ZEBRA_SHARD",
    read: (env, given) => {
      let shard: Shard;
      try {
        shard = parseShard(env["ZEBRA_SHARD"]!);
      } catch {
        throw new OptionError(`--shard env: ZEBRA_SHARD must be i/N with 1 ≤ i ≤ N (e.g. 2/4), got '${env["ZEBRA_SHARD"]}'`);
      }
      if (given !== undefined && given !== shard.count)
        throw new OptionError(`--shard env: ZEBRA_SHARD is ${env["ZEBRA_SHARD"]}, but --shard-count is ${given}`);
      return { shard, from: "ZEBRA_SHARD" };
    },
  },
  {
    name: "a Slurm job array",
    marker: "SLURM_ARRAY_TASK_ID",
    read: (env, given) => {
      const id = whole(env, "SLURM_ARRAY_TASK_ID");
      // With --shard-count the task id is the shard number, 0 to N − 1, so that a task
      // submitted again on its own (sbatch --array=5) is still shard 6 of N.
      if (given !== undefined) return shardOf(id, given, "SLURM_ARRAY_TASK_ID");
      // Otherwise --array=0-15, 1-16 and 0-30:2 all work: the shard is the task's place in the range.
      const min = env["SLURM_ARRAY_TASK_MIN"] === undefined ? 0 : whole(env, "SLURM_ARRAY_TASK_MIN");
      const step = env["SLURM_ARRAY_TASK_STEP"] === undefined ? 1 : Math.max(1, whole(env, "SLURM_ARRAY_TASK_STEP"));
      const count = countFrom(env, "SLURM_ARRAY_TASK_COUNT", given, "a Slurm job array");
      const max = env["SLURM_ARRAY_TASK_MAX"] === undefined ? undefined : whole(env, "SLURM_ARRAY_TASK_MAX");
      if ((id - min) % step !== 0 || (max !== undefined && (max - min) / step + 1 !== count)) {
        throw new OptionError(`--shard env: the Slurm array is not a range of ${count} tasks (use --array=0-${count - 1}, or a range with a step)`);
      }
      return shardOf((id - min) / step, count, "SLURM_ARRAY_TASK_ID");
    },
  },
  zeroBased("a Kubernetes Indexed Job", "JOB_COMPLETION_INDEX", undefined),
  zeroBased("an AWS Batch array job", "AWS_BATCH_JOB_ARRAY_INDEX", "AWS_BATCH_JOB_ARRAY_SIZE"),
  {
    name: "GitLab CI parallel jobs",
    marker: "CI_NODE_INDEX",
    read: (env, given) => shardOf(whole(env, "CI_NODE_INDEX") - 1, countFrom(env, "CI_NODE_TOTAL", given, "GitLab CI"), "CI_NODE_INDEX"),
  },
  zeroBased("CircleCI parallelism", "CIRCLE_NODE_INDEX", "CIRCLE_NODE_TOTAL"),
  zeroBased("Buildkite parallel jobs", "BUILDKITE_PARALLEL_JOB", "BUILDKITE_PARALLEL_JOB_COUNT"),
];

/**
 * The shard of `--shard env`: read from the environment of the batch engine the process runs
 * under (the first one found of ZEBRA_SHARD, Slurm, Kubernetes, AWS Batch, GitLab CI, CircleCI
 * and Buildkite), with the count from `--shard-count` where the engine does not give it.
 *
 * @throws {@link OptionError} naming the variable that is missing, malformed or out of range.
 */
export function shardFromEnvironment(env: Env, count: number | undefined): EnvironmentShard {
  const engine = engines.find((e) => env[e.marker] !== undefined && env[e.marker] !== "");
  if (engine === undefined) {
    throw new OptionError(
      `--shard env: no shard in the environment: set ZEBRA_SHARD=i/N, or run as a Slurm array task, a Kubernetes Indexed Job (with --shard-count N), an AWS Batch array job, or a GitLab CI, CircleCI or Buildkite parallel job`,
    );
  }
  return engine.read(env, count);
}
