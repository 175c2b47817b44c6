import { idSchema } from '@regimen/domain/common-schemas';
import { problemBody } from '@regimen/domain/contracts/domain-problems';
import { requiredText } from '@regimen/domain/contracts/fields';
import { offlineConditionRecommendations, offlineConditionReference } from '@regimen/domain/health/condition-advice';
import { activeConditionNames, healthConditionList } from '@regimen/domain/views/health-condition-list';
import { prescriptionList } from '@regimen/domain/views/prescription-list';
import { supplementList } from '@regimen/domain/views/supplement-list';
import { z } from 'zod';
import { DemoProblem, json, notFound, parseOr400 } from '../../../lib/demo/demo-http.ts';
import type { DemoContext, DemoRoute } from '../../../lib/demo/demo-slice.ts';

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** As the knowledge-base provider's `not_found` reaches a client (command-api/src/insights/kb-conditions.ts). */
const notInKnowledgeBase = (detail: string) => new DemoProblem(problemBody(404, 'ai_not_found', detail));

const meta = (context: DemoContext) => ({ provider: 'knowledge-base' as const, model: null, modelNote: null, generatedAt: context.now().toISOString(), cacheHit: false });

/** The Health page's description and recommendations, from the same domain functions the server's knowledge base answers with. */
export const healthAdviceRoutes: readonly DemoRoute[] = [
  {
    method: 'POST',
    path: '/api/health-condition-references/:name/generate-description',
    handle: async (request, context) => {
      const { name } = parseOr400(z.object({ name: requiredText(200) }), request.params, 'params');
      await delay(context.aiDelayMs);
      const reference = offlineConditionReference(name);
      if (reference === null) throw notInKnowledgeBase(`"${name.trim()}" is not in our knowledge base yet, so there is no description for it.`);
      return json({ description: reference.generalDescription, reference, ...meta(context) });
    },
  },
  {
    method: 'POST',
    path: '/api/health-conditions/:id/recommendations',
    handle: async (request, context) => {
      const { id } = parseOr400(z.object({ id: idSchema }), request.params, 'params');
      const events = context.events();
      const conditions = healthConditionList(events);
      const condition = conditions.find((entry) => entry.id === id);
      if (condition === undefined) throw notFound('Health condition not found');
      await delay(context.aiDelayMs);
      const regimen = {
        supplements: supplementList(events).filter((item) => item.isActive),
        prescriptions: prescriptionList(events).filter((item) => item.isActive),
        conditions: activeConditionNames(conditions),
      };
      const result = offlineConditionRecommendations(condition, regimen);
      if (result === null) throw notInKnowledgeBase(`Our knowledge base has no supplement recommendations for ${condition.name} yet.`);
      return json({ ...result, ...meta(context) });
    },
  },
];
