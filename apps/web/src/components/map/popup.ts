export interface PopupRow {
  label: string;
  value: string;
  /** Colours the value: good green, bad red, warning orange. */
  tone?: 'good' | 'bad' | 'warning' | undefined;
  /** A word under the value when the figure needs care ('check the estimate'). */
  flag?: string | undefined;
}

export interface PopupContent {
  title: string;
  rows: readonly PopupRow[];
  link?: { href: string; label: string; newTab?: boolean } | undefined;
}

/**
 * A marker's info window as DOM nodes (text only, never HTML from data): a title, label and
 * value rows (a flag word under a value that needs care), and an optional link (a new tab when asked, with noopener).
 */
export function popupElement({ title, rows, link }: PopupContent): HTMLElement {
  const root = document.createElement('div');
  root.className = 'ys-map-popup';
  const heading = document.createElement('h3');
  heading.textContent = title;
  root.append(heading);
  const list = document.createElement('dl');
  for (const row of rows) {
    const dt = document.createElement('dt');
    dt.textContent = row.label;
    const dd = document.createElement('dd');
    dd.textContent = row.value;
    if (row.tone) dd.className = `ys-${row.tone}`;
    if (row.flag) {
      const flag = document.createElement('span');
      flag.className = 'ys-flag';
      flag.textContent = row.flag;
      dd.append(flag);
    }
    list.append(dt, dd);
  }
  root.append(list);
  if (link) {
    const a = document.createElement('a');
    a.href = link.href;
    a.textContent = link.label;
    if (link.newTab) {
      a.target = '_blank';
      a.rel = 'noopener noreferrer';
    }
    root.append(a);
  }
  return root;
}
