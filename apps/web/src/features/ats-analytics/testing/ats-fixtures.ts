import type { AtsAnalytics, ClientNotification } from '@cvforge/contracts';
import { http, HttpResponse } from 'msw';
import { apiUrl } from '@/lib/api-client';
import { server } from '@/testing/msw/server';

export const CV_ID = '7c0f4b8e-2a51-4c7d-9e3b-0000000a75c0';
export const OTHER_CV_ID = '7c0f4b8e-2a51-4c7d-9e3b-0000000a75c1';

/** A report with every section and every optional extra. */
export function fullReport(overrides: Partial<AtsAnalytics> = {}): AtsAnalytics {
  return {
    atsScore: 64,
    technicalSkills: {
      score: 72,
      detected: ['TypeScript', 'React'],
      missing: ['Kubernetes'],
      recommendations: ['Add cloud tooling you have used'],
    },
    softSkills: {
      score: 55,
      detected: ['Mentoring'],
      missing: ['Stakeholder management'],
      recommendations: ['Show collaboration with product teams'],
    },
    keywordOptimization: {
      strength: 'Medium',
      density: 12,
      criticalKeywords: ['k1', 'k2', 'k3', 'k4', 'k5', 'k6', 'k7', 'k8', 'k9', 'k10'],
      recommendations: ['Mirror the job title wording'],
      matches: [{ keyword: 'GraphQL', sections: ['experience', 'skills'], count: 3 }],
    },
    atsCompatibility: {
      overall: 'Good',
      pdfParsing: 'Text extracted cleanly',
      structureRecognition: 'Two-column layout detected',
    },
    formatting: {
      score: 81,
      issues: ['Tables in the header'],
      recommendations: ['Use plain text for contact details'],
    },
    structure: {
      score: 90,
      sections: {
        summary: { present: true, completeness: 80 },
        certifications: { present: false, completeness: 0 },
      },
      recommendations: ['Add a certifications section'],
    },
    experienceAnalysis: {
      yearsOfExperience: 6,
      achievementMetrics: 3,
      careerProgression: 'Good',
      leadershipExperience: true,
      recommendations: ['Quantify the migration project'],
    },
    industryStandards: { compliance: 70, missingStandards: ['Security clearance'] },
    competitiveAdvantage: {
      score: 68,
      marketPosition: 'Mid',
      strengths: ['S1', 'S2', 'S3', 'S4'],
      weaknesses: ['W1', 'W2', 'W3'],
    },
    overallRecommendations: ['Lead with measurable outcomes'],
    target: { kind: 'job_description', job_title: 'Platform Engineer', company_name: 'Northwind' },
    engine: { name: 'built-in', fallback_reason: 'provider timed out' },
    evidence: {
      atsScore: [{ kind: 'penalty', text: 'No certifications section', points: -6 }],
      technicalSkills: [
        { kind: 'found', text: 'TypeScript', section: 'skills', points: 4 },
        { kind: 'missing', text: 'Kubernetes', points: -5 },
      ],
    },
    potential: {
      current: 64,
      reachable: 78,
      keywords: [
        { keyword: 'Kubernetes', found_in_cv: 'DevOps CV' },
        { keyword: 'Terraform', found_in_cv: null },
      ],
    },
    suggestions: [
      {
        type: 'skill',
        title: 'Add Kubernetes',
        description: 'Listed in your DevOps CV',
        priority: 'high',
        content: ['Kubernetes'],
      },
    ],
    created_at: '2026-03-01T10:00:00.000Z',
    ...overrides,
  };
}

export function serveReport(report: AtsAnalytics | null = fullReport()) {
  server.use(
    http.get(apiUrl(`/ats-analytics/${CV_ID}`), () =>
      HttpResponse.json({ success: true, data: report }),
    ),
  );
}

export function serveReportError(status: number, message: string) {
  server.use(
    http.get(apiUrl(`/ats-analytics/${CV_ID}`), () =>
      HttpResponse.json({ success: false, message }, { status }),
    ),
  );
}

/** GET /user-usage/info; a paid plan unless told otherwise. */
export function serveUsage({ isFreeUser = false, advancedTemplate = 3 } = {}) {
  server.use(
    http.get(apiUrl('/user-usage/info'), () =>
      HttpResponse.json({
        success: true,
        data: {
          plan: { name: isFreeUser ? 'Free' : 'Pro' },
          limits: {
            cv_generation: 3,
            cv_upload: 5,
            cv_edit_limit: 5,
            advanced_template: advancedTemplate,
          },
          usage: { cv_generation: 0, cv_upload: 0, cv_edit_limit: 0 },
          can_perform_action: { cv_generation: true, cv_upload: true, cv_edit_limit: true },
          is_free_user: isFreeUser,
        },
      }),
    ),
  );
}

/** A notification as the store keeps it. */
export function notification(overrides: Partial<ClientNotification> = {}): ClientNotification {
  return {
    id: crypto.randomUUID(),
    eventId: crypto.randomUUID(),
    title: 'ATS Analytics Ready',
    type: 'success',
    createdAt: new Date().toISOString(),
    read: false,
    data: { cv_id: CV_ID, status: 'processed', type: 'ats_analytics_complete' },
    ...overrides,
  };
}
