/**
 * The animation player of every board (`shown.ts` plays each update's frames with it).
 */
/** Plays frames one after another; can be paused, stepped and skipped. Timers are the only
 * clock, so tests drive it with fake timers. A frame is any value: each game
 * plays its own (Potion Explosion's dispenser frames, Sugar Blast's board frames). */
export class Player<F> {
  private index = 0;
  private timer: ReturnType<typeof setTimeout> | null = null;
  playing = false;

  constructor(
    private frames: F[],
    private show: (frame: F, index: number, total: number) => void,
    private delay = 550,
  ) {}

  get position(): number { return this.index; }
  get total(): number { return this.frames.length; }
  get done(): boolean { return this.index >= this.frames.length - 1; }

  /** Show the first frame (unless the caller draws it itself) and run on (or wait for
   * `step`/`play` when `run` is false). */
  start(show = true, run = true): void {
    this.index = 0;
    if (show) this.show(this.frames[0], 0, this.frames.length);
    if (run) this.play();
  }

  play(): void {
    this.playing = !this.done;
    this.schedule();
  }

  pause(): void {
    this.playing = false;
    this.clear();
  }

  /** One frame forward (pauses). */
  step(): void {
    this.pause();
    this.advance();
  }

  /** Straight to the final state. */
  skip(): void {
    this.pause();
    this.index = this.frames.length - 1;
    this.show(this.frames[this.index], this.index, this.frames.length);
  }

  stop(): void { this.pause(); }

  private advance(): void {
    if (this.done) return;
    this.index++;
    this.show(this.frames[this.index], this.index, this.frames.length);
    if (this.done) this.playing = false;
  }

  private schedule(): void {
    this.clear();
    if (!this.playing) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      this.advance();
      this.schedule();
    }, this.delay);
  }

  private clear(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
  }
}
