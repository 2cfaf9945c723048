/**
 * The anywidget front end of `SugarBlastWidget`.
 *
 * `initialize` owns the model's request client (pending requests and the one `msg:custom`
 * listener, shared with the Potion Explosion board's `protocol.ts`); `render` builds one
 * view and returns its cleanup.
 */
import type { SugarModel } from "./types";
import { clientFor, dropClient } from "../board/protocol";
import { mount } from "./view";

export default {
  initialize({ model }: { model: SugarModel }) {
    clientFor(model);
    return () => dropClient(model);
  },
  render({ model, el }: { model: SugarModel; el: HTMLElement }) {
    return mount(el, model, clientFor(model));
  },
};
