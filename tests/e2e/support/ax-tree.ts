import type { Page } from 'playwright-core';

// The page as a screen reader gets it: Chromium's accessibility tree, read through the DevTools
// protocol (Accessibility.getFullAXTree), with the nodes it ignores left out and their children
// kept in their place.

/** One node of the accessibility tree. */
interface AxNode {
  role: string;
  name: string;
  /** Its states and properties by name (`sort`, `live`, `level`...). */
  properties: Readonly<Record<string, unknown>>;
  children: AxNode[];
}

/** The tree of the page's main frame, from its root. */
export async function accessibilityTree(page: Page): Promise<AxNode> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { nodes } = await cdp.send('Accessibility.getFullAXTree');
    const byId = new Map(nodes.map((node) => [node.nodeId, node]));
    const build = (id: string): AxNode[] => {
      const node = byId.get(id);
      if (!node) return [];
      const children = (node.childIds ?? []).flatMap(build);
      if (node.ignored) return children;
      const properties = Object.fromEntries((node.properties ?? []).map((p) => [p.name, p.value.value]));
      return [{ role: String(node.role?.value ?? ''), name: String(node.name?.value ?? ''), properties, children }];
    };
    const root = build(nodes[0]!.nodeId)[0];
    if (!root) throw new Error('The page has no accessibility tree.');
    return root;
  } finally {
    await cdp.detach();
  }
}

/** Every node under `node` (itself included) that `test` accepts, in document order. */
export function axFind(node: AxNode, test: (node: AxNode) => boolean): AxNode[] {
  return [...(test(node) ? [node] : []), ...node.children.flatMap((child) => axFind(child, test))];
}

/** The text a node and its descendants give, joined. */
export function axText(node: AxNode): string {
  return [node.name, ...node.children.map(axText)].filter(Boolean).join(' ');
}
