import type { CategoryRef } from '../../../domain/search/product-document.ts';
import { IntList } from './int-list.ts';

/**
 * The store's category tree as seen in its documents: dense node ids, each node's label (its
 * name map from the latest document mentioning it), depth, and the documents in its subtree.
 */
export class CategoryTree {
  private readonly nodes = new Map<string, number>();
  private readonly categoryIds: string[] = [];
  private readonly labels: Readonly<Record<string, string>>[] = [];
  private readonly depths: number[] = [];
  private readonly docs: IntList[] = [];

  get size(): number {
    return this.categoryIds.length;
  }

  nodeOf(categoryId: string): number {
    return this.nodes.get(categoryId) ?? -1;
  }

  categoryId(node: number): string {
    return this.categoryIds[node] ?? '';
  }

  label(node: number): Readonly<Record<string, string>> {
    return this.labels[node] ?? {};
  }

  depth(node: number): number {
    return this.depths[node] ?? 0;
  }

  documents(node: number): IntList {
    return this.docs[node] ?? new IntList(0);
  }

  /**
   * Registers `doc` under every category of `refs` and their ancestors; returns the node ids,
   * each once. Ancestor ids and path names are aligned from the leaf upward.
   */
  addDocument(refs: readonly CategoryRef[], doc: number): number[] {
    const out: number[] = [];
    for (const ref of refs) {
      const chain = ref.ancestorIds.length > 0 ? ref.ancestorIds : [ref.id];
      for (let i = 0; i < chain.length; i++) {
        const categoryId = chain[i] ?? '';
        const level = ref.path[ref.path.length - chain.length + i];
        const node = this.intern(categoryId, i, level);
        if (out.includes(node)) continue;
        out.push(node);
        this.docs[node]?.push(doc);
      }
    }
    return out;
  }

  /** Nodes whose label, in any language, satisfies `test`. */
  findNodes(test: (label: string, lang: string) => boolean): number[] {
    const out: number[] = [];
    for (let node = 0; node < this.labels.length; node++) {
      const label = this.labels[node] ?? {};
      if (Object.entries(label).some(([lang, text]) => test(text, lang))) out.push(node);
    }
    return out;
  }

  remapDocuments(remap: Int32Array): void {
    for (const list of this.docs) list.remapDocuments(remap);
  }

  trim(): void {
    for (const list of this.docs) list.trim();
  }

  private intern(
    categoryId: string,
    depth: number,
    label: Readonly<Record<string, string>> | undefined,
  ): number {
    let node = this.nodes.get(categoryId);
    if (node === undefined) {
      node = this.categoryIds.length;
      this.nodes.set(categoryId, node);
      this.categoryIds.push(categoryId);
      this.labels.push(label ?? {});
      this.depths.push(depth);
      this.docs.push(new IntList(4));
    } else if (label !== undefined) {
      this.labels[node] = label;
    }
    return node;
  }
}
