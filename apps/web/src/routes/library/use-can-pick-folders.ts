import { useMediaQuery } from '../../components/use-media-query.ts';

/**
 * Touch screens without a mouse (phones, tablets) pick photos from their photo library and cannot
 * pick a folder, though their browsers know the attribute: only a computer is offered folders.
 * Without media queries (tests in jsdom) a computer is assumed.
 */
export function useCanPickFolders(): boolean {
  return useMediaQuery('(hover: hover) and (pointer: fine)', true);
}
