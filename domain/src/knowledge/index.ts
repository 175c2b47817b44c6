// Public API of the offline knowledge base and safety checker.

export {
  KNOWLEDGE_VERSION,
  conditionEntrySchema,
  drugClassSchema,
  drugEntrySchema,
  evidenceLevels,
  interactionRuleSchema,
  massUnits,
  refreshIntervalDays,
  refreshTiers,
  severities,
  supplementCategories,
  supplementEntrySchema,
  upperLimitAuthorities,
  upperLimitSchema,
  type ConditionEntry,
  type DrugClass,
  type DrugEntry,
  type EvidenceLevel,
  type InteractionRule,
  type MassUnit,
  type RefreshTier,
  type Severity,
  type SupplementCategory,
  type SupplementEntry,
  type UpperLimit,
  type UpperLimitAuthority,
} from './knowledge-schema.ts';
export { SOURCES, sourceTitles, type SourceTitle } from './sources.ts';
export { researchResultOf, supplementById, supplementEntries } from './supplement-catalog.ts';
export { drugClasses, drugs } from './drug-classes.ts';
export { drugClassById, resolveDrug, type ResolvedDrug } from './resolve-drug.ts';
export { conditions } from './conditions.ts';
export { resolveCondition, resolveConditions } from './resolve-condition.ts';
export { interactionRules } from './interaction-rules.ts';
export { nutrientsWithoutUpperLimit, upperLimitAmount, upperLimitSet, upperLimits } from './upper-limits.ts';
export {
  convertAmount,
  dosesPerDay,
  elementalFractions,
  parseAmounts,
  parseDoseCount,
  vitaminEForm,
  type AmountBasis,
  type AmountUnit,
  type ParsedAmount,
} from './dosage-parser.ts';
export { matchSupplement, type IngredientAmount, type MatchedIngredient, type MatchProvenance, type SupplementText } from './match-supplement.ts';
export { dailyAmount } from './daily-intake.ts';
export { checkSafety, isCaution, negativeFindingCount, safetyStatusOf } from './safety-check.ts';
export {
  KNOWLEDGE_BASE_NAME,
  knowledgeBenefits,
  knowledgeProvenance,
  knowledgeResearch,
  recognizedEntries,
  shortName,
  supplementOfTheDayFrom,
  withKnowledgeProvenance,
} from './knowledge-answers.ts';
export {
  findingKinds,
  findingPartySchema,
  intakeStatuses,
  nutrientIntakeSchema,
  safetyFindingSchema,
  safetyReportSchema,
  safetyStatuses,
  uncheckedItemSchema,
  type FindingKind,
  type FindingParty,
  type NutrientIntake,
  type SafetyCheckInput,
  type SafetyFinding,
  type SafetyPrescription,
  type SafetyReport,
  type SafetyStatus,
  type SafetySupplement,
  type UncheckedItem,
} from './safety-model.ts';
export { suggestNames } from './suggest-names.ts';
export { drugRoutes, isSystemic, parseRoute, type DrugRoute } from './drug-route.ts';
export { upperLimitSeverity } from './check-upper-limits.ts';
export {
  checkTakeSpacing,
  clockTime,
  proposeDoseTimes,
  spacingConstraints,
  spacingWindows,
  type ProposedSchedule,
  type RecordedTake,
  type ScheduleItem,
  type SpacingConstraint,
  type SpacingNotice,
} from './spacing.ts';
export { diffFindings, knowledgeReleases, releaseOf, whyChanged, type FindingChange, type KnowledgeRelease, type RuleChange } from './knowledge-versions.ts';
export * from './condition-recommendations.ts';
export * from './condition-references.ts';
