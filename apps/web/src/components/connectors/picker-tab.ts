/**
 * Google's picker opens in a tab of its own (it cannot be framed). Browsers let a page open a tab
 * only in the click itself, not once an answer has come back: the tab is opened blank at the click,
 * and sent to the picker when the server has made the picking session. `/autoclose` asks Google to
 * close the tab when the person is done, which brings them back here.
 */
export interface PickerTab {
  show: (pickerUri: string) => void;
  close: () => void;
}

export function openPickerTab(): PickerTab {
  const tab = window.open('', '_blank');
  // The picker needs no hold on this page (what noopener would give, had it not made open() return null).
  if (tab) tab.opener = null;
  return {
    show: (pickerUri) => {
      const url = `${pickerUri.replace(/\/+$/, '')}/autoclose`;
      // A blocked tab: the album's page offers the picker as a link instead.
      if (tab && !tab.closed) tab.location.href = url;
    },
    close: () => tab?.close(),
  };
}
