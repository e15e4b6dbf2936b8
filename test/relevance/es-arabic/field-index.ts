/** One field's inverted index: term → (document → term frequency), and document lengths. */
export class FieldIndex {
  readonly postings = new Map<string, Map<number, number>>();
  readonly lengths = new Map<number, number>();
  private totalLength = 0;

  add(doc: number, terms: readonly string[]): void {
    if (terms.length === 0) return;
    this.lengths.set(doc, terms.length);
    this.totalLength += terms.length;
    for (const term of terms) {
      let list = this.postings.get(term);
      if (list === undefined) {
        list = new Map();
        this.postings.set(term, list);
      }
      list.set(doc, (list.get(doc) ?? 0) + 1);
    }
  }

  /** Documents holding this field (Lucene's docCount). */
  get docCount(): number {
    return this.lengths.size;
  }

  get averageLength(): number {
    return this.docCount === 0 ? 0 : this.totalLength / this.docCount;
  }
}
