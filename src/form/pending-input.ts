/**
 * What the fields of one form hold back until a submit (typed answers, fields
 * not rendered yet), each as a callback that hands it over: a field adds its own
 * and removes it when it goes.
 */
export class PendingInput {
  private readonly handOvers = new Set<() => void>();

  add(handOver: () => void): () => void {
    this.handOvers.add(handOver);
    return () => this.handOvers.delete(handOver);
  }

  protected get isEmpty(): boolean {
    return this.handOvers.size === 0;
  }

  protected handOverAll(): void {
    for (const handOver of [...this.handOvers]) handOver();
  }
}
