import { IMPORT_LIMITS } from '@kinframe/contract';

/** Why a chosen file cannot be a part of the archive. */
export type PartProblem = 'notZip' | 'empty' | 'tooLarge' | 'tooMany';

export interface ChosenParts {
  parts: File[];
  refused: { name: string; problem: PartProblem }[];
}

const isZip = (file: File) => file.name.toLowerCase().endsWith('.zip');
const sameFile = (a: File, b: File) => a.name === b.name && a.size === b.size;
/** Takeout numbers its parts (…-001.zip, …-002.zip): they are listed, and sent, in that order. */
const byName = (a: File, b: File) => a.name.localeCompare(b.name, undefined, { numeric: true });

/**
 * The archive's parts after the person chose `added` (several choices add up; a file chosen twice
 * counts once): only .zip files the storage takes, at most the contract's number of parts. What is
 * left out is said, file by file, before anything is sent.
 */
export function addParts(current: readonly File[], added: readonly File[]): ChosenParts {
  const parts = [...current];
  const refused: ChosenParts['refused'] = [];
  for (const file of added) {
    if (parts.some((part) => sameFile(part, file))) continue;
    const problem: PartProblem | null = !isZip(file)
      ? 'notZip'
      : file.size === 0
        ? 'empty'
        : file.size > IMPORT_LIMITS.partMaxBytes
          ? 'tooLarge'
          : parts.length >= IMPORT_LIMITS.partsMax
            ? 'tooMany'
            : null;
    if (problem) refused.push({ name: file.name, problem });
    else parts.push(file);
  }
  return { parts: parts.sort(byName), refused };
}

export function totalBytes(parts: readonly File[]): number {
  return parts.reduce((sum, part) => sum + part.size, 0);
}
