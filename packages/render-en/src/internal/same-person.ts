import { mergeFacts, sharedHouses as sharedHousesOf } from "@zebra/locale-kit";
import { isPositionRef, sameEntity } from "@zebra/model";
import type { Clue, Fact, Step, ValueRef } from "@zebra/model";
import type { RenderContext } from "@zebra/locale-kit";
import { houses, people, personAt, predicateOf, valueSubject } from "./words.js";

// Steps of a clue that two people are one, in the full style: the houses ruled out for one are ruled out for both.

/**
 * A clue that two people are one, carrying the houses ruled out for one over to the other, worded
 * from the other: "the soul fan plays the ukulele and so is not in house 4 either" (not "…, so
 * the soul fan is not in house 4 either", which names that person twice). Undefined for any
 * other step, or when the clue cannot be worded from that person.
 */
export function carriedTo(clue: Clue, step: Step, ctx: RenderContext): string | undefined {
  if (clue.type !== "same" || isPositionRef(clue.a) || isPositionRef(clue.b)) return undefined;
  const plain = sharedHousesOf(clue, step, ctx.puzzle.size);
  if (plain === undefined || [clue.a, clue.b].some((e) => valueSubject(e, ctx).kind !== "person")) return undefined;
  const from = mergeFacts(step.premises)[0]!.entity;
  if (!mergeFacts(step.premises).every((f) => sameEntity(f.entity, from))) return undefined;
  const to = sameEntity(from, clue.a) ? clue.b : clue.a;
  if (!step.conclusions.every((c) => sameEntity(c.entity, to))) return undefined;
  // A value with no predicate of its own ("a Pet: zebra" in a generic lexicon) leaves the clue worded as it stands.
  const predicate = predicateOf(from as ValueRef, ctx);
  if (predicate === undefined) return undefined;
  return `${valueSubject(to, ctx).text} ${predicate} and so ${stillIn(plain, ctx)}`;
}

/**
 * What a clue that two people are one says when either was ruled out of some houses: the houses
 * ruled out for one are ruled out for both ("that person is not in house 3 or 5", or "that person
 * is in house 2 or 4" when that is shorter, "that person lives in house 2" when one is left; after
 * a sentence that names the two, "neither is in house 3 or 5", "both are in house 2 or 4", "both
 * live in house 2").
 * Undefined for any other step.
 */
export function sharedHouses(clue: Clue, step: Step, ctx: RenderContext, who: "that person" | "both" = "that person"): string | undefined {
  const plain = sharedHousesOf(clue, step, ctx.puzzle.size);
  if (plain === undefined || clue.type !== "same" || [clue.a, clue.b].some((e) => valueSubject(e as ValueRef, ctx).kind !== "person")) return undefined;
  // After a sentence that names both ("…, so by clue 8 both live in house 2"); after the clue, which names one person, "that person".
  if (who === "both") return bothIn(plain, ctx);
  // Carried from the clause's subject to the value it names last, the clue says so: "the Dane (not house 1) drinks tea, so
  // the tea drinker is not in house 1 either" (not "so that person is not in house 1", which repeats the note).
  // Either way round: "the Dane drinks tea, so the Dane is not in house 1 either" when it was the tea drinker's.
  const [from, to] = sameEntity(mergeFacts(step.premises)[0]!.entity, clue.a) ? [clue.a, clue.b] : [clue.b, clue.a];
  const carriedOver = mergeFacts(step.premises).every((f) => sameEntity(f.entity, from)) && step.conclusions.every((c) => sameEntity(c.entity, to));
  return carriedOver ? alsoIn(plain, valueSubject(to as ValueRef, ctx).text, ctx) : thatPersonIn(plain, ctx);
}

/** Where a fact carried over from one person leaves the other: "the tea drinker is not in house 1 either", "… is in house 2 or 4 too". */
export function alsoIn(plain: Fact, who: string, ctx: RenderContext): string {
  return `${who} ${stillIn(plain, ctx)}`;
}

/** The predicate of {@link alsoIn}: "is not in house 1 either", "is in house 2 or 4 too". */
function stillIn(plain: Fact, ctx: RenderContext): string {
  return `${housesSaid(plain, ["lives", "is", "is not"], ctx)} ${plain.kind === "not_at" ? "either" : "too"}`;
}

/** Where a fact leaves two people: "both live in house 2", "both are in house 2 or 4", "neither is in house 3 or 5". */
export function bothIn(plain: Fact, ctx: RenderContext): string {
  return housesSaid(plain, ["both live", "both are", "neither is"], ctx);
}

/** Where a fact leaves the person just named: "that person lives in house 2", "… is in house 2 or 4", "… is not in house 3". */
function thatPersonIn(plain: Fact, ctx: RenderContext): string {
  return housesSaid(plain, ["that person lives", "that person is", "that person is not"], ctx);
}

/** A fact's houses after a subject, with its verb for one house, some houses, and houses ruled out. */
function housesSaid(plain: Fact, [lives, is, isNot]: readonly [string, string, string], ctx: RenderContext): string {
  // A logic grid's people are named: "that person is Carl", "both are Amy or Bob", "neither is Dora".
  if (ctx.puzzle.kind === "logic-grid") {
    if (plain.kind === "at") return `${is} ${personAt(plain.pos, ctx)}`;
    return `${plain.kind === "among" ? is : isNot} ${people(plain.positions, "or", ctx)}`;
  }
  if (plain.kind === "at") return `${lives} in house ${plain.pos}`;
  return `${plain.kind === "among" ? is : isNot} in ${houses(plain.positions, "or")}`;
}
