import { toLanguageTag } from '@kinframe/contract';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { FrameApp } from './FrameApp.tsx';
import { keepShellForOffline } from './offline-shell.ts';
import { loadPlayerTexts, PlayerTextsContext, pickLocale } from './player-texts.ts';
import './frame.css';

/** The frame player's own entry (frame.html): none of the web app's router, queries or dialogs. */
async function start() {
  const locale = pickLocale(navigator.languages?.length ? navigator.languages : [navigator.language]);
  const texts = await loadPlayerTexts(locale);
  document.documentElement.lang = toLanguageTag(locale);
  const root = document.getElementById('root');
  if (!root) throw new Error('frame.html has no #root');
  createRoot(root).render(
    <StrictMode>
      <PlayerTextsContext value={texts}>
        <FrameApp />
      </PlayerTextsContext>
    </StrictMode>,
  );
  // After the texts: their file, too, is one the next offline start needs.
  void keepShellForOffline();
}

void start();
