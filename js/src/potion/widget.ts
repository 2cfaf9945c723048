/**
 * The anywidget front end of `PotionWidget`.
 *
 * `initialize` owns the model's request client (pending requests and the one `msg:custom`
 * listener); `render` builds one view and returns its cleanup.
 */
import type { Model } from "./types";
import { clientFor, dropClient } from "../board/protocol";
import { mount } from "./view";

export default {
  initialize({ model }: { model: Model }) {
    clientFor(model);
    return () => dropClient(model);
  },
  render({ model, el }: { model: Model; el: HTMLElement }) {
    return mount(el, model, clientFor(model));
  },
};
