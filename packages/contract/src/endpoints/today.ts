import { okEnvelope } from '../common/envelope.ts';
import { todayPanelSchema } from '../today-answers.ts';
import { endpoint } from './define.ts';

/**
 * The Today panel's lists. Every signed-in user may ask; each list is there only
 * for those who may open what it lists, so an empty answer is possible.
 */
export const todayEndpoints = {
  get: endpoint({
    method: 'GET',
    path: '/today',
    summary: "Read the Today panel's lists",
    access: 'signed-in',
    tag: 'dashboard',
    response: { 200: okEnvelope(todayPanelSchema) },
  }),
};
