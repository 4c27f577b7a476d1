/** Whether the viewer's info panel is shown, remembered on this browser across visits. */
const STORAGE_KEY = 'kinframe.viewer.infoPanel';

export function readInfoPanelOpen(): boolean {
  try {
    return window.localStorage.getItem(STORAGE_KEY) === 'open';
  } catch {
    // Storage refused (private mode, blocked cookies): the panel starts closed.
    return false;
  }
}

export function saveInfoPanelOpen(isOpen: boolean): void {
  try {
    window.localStorage.setItem(STORAGE_KEY, isOpen ? 'open' : 'closed');
  } catch {
    // Not remembered, still shown as asked.
  }
}
