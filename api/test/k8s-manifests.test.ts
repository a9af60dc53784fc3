import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseAllDocuments } from 'yaml';
import { Deployment } from 'kubernetes-models/apps/v1/Deployment';
import { HorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2/HorizontalPodAutoscaler';
import { Ingress } from 'kubernetes-models/networking.k8s.io/v1/Ingress';
import { PodDisruptionBudget } from 'kubernetes-models/policy/v1/PodDisruptionBudget';
import { ConfigMap } from 'kubernetes-models/v1/ConfigMap';
import { Namespace } from 'kubernetes-models/v1/Namespace';
import { Secret } from 'kubernetes-models/v1/Secret';
import { Service } from 'kubernetes-models/v1/Service';

/**
 * deploy/k8s (docs/deploy.md) as `kubectl kustomize` renders the example overlay: every object
 * valid against the Kubernetes schemas of its kind (kubernetes-models, offline), and the parts
 * that must agree do: selectors, probes, the drain's time budget, the Secret's keys.
 */
const OVERLAY = path.resolve(import.meta.dirname, '../../deploy/k8s/overlays/example');
const KUBECTL = process.env.KUBECTL ?? 'kubectl';

type Manifest = {
  apiVersion: string;
  kind: string;
  metadata: { name: string; annotations?: Record<string, string> };
  [key: string]: any;
};
const models: Record<string, new (data: any) => { validate(): void }> = {
  'v1/Namespace': Namespace,
  'v1/ConfigMap': ConfigMap,
  'v1/Secret': Secret,
  'v1/Service': Service,
  'apps/v1/Deployment': Deployment,
  'policy/v1/PodDisruptionBudget': PodDisruptionBudget,
  'autoscaling/v2/HorizontalPodAutoscaler': HorizontalPodAutoscaler,
  'networking.k8s.io/v1/Ingress': Ingress,
};

function validate(manifest: Manifest) {
  const Model = models[`${manifest.apiVersion}/${manifest.kind}`];
  if (!Model) throw new Error(`no schema for ${manifest.apiVersion} ${manifest.kind}`);
  new Model(manifest).validate();
}

function render(): Manifest[] {
  const run = spawnSync(KUBECTL, ['kustomize', OVERLAY], { encoding: 'utf8' });
  if (run.error) throw new Error(`${KUBECTL} not found: scripts/preflight.sh installs it (kubernetes-client)`);
  if (run.status !== 0) throw new Error(run.stderr);
  return parseAllDocuments(run.stdout).map((d) => unwrapBase64(d.toJS() as Manifest));
}

/** kustomize wraps a Secret's long base64 values over lines, which the API server's decoder skips and the schema's `byte` format does not. */
function unwrapBase64(m: Manifest): Manifest {
  if (m.kind !== 'Secret' || !m.data) return m;
  return { ...m, data: Object.fromEntries(Object.entries(m.data).map(([k, v]) => [k, String(v).replace(/\s/g, '')])) };
}

const manifests = render();
const one = (kind: string, name?: string) => {
  const found = manifests.filter((m) => m.kind === kind && (!name || m.metadata.name === name));
  expect(found, `${kind} ${name ?? ''}`).toHaveLength(1);
  return found[0]!;
};

describe('the Kubernetes manifests (deploy/k8s/overlays/example)', () => {
  it('are each valid against the schemas of their kind', () => {
    expect(manifests.map((m) => m.kind).sort()).toEqual([
      'ConfigMap',
      'Deployment',
      'HorizontalPodAutoscaler',
      'Ingress',
      'Ingress',
      'Namespace',
      'PodDisruptionBudget',
      'Secret',
      'Service',
    ]);
    for (const m of manifests) expect(() => validate(m), `${m.kind} ${m.metadata.name}`).not.toThrow();
  });

  it('the validation catches a broken manifest', () => {
    const broken = structuredClone(one('Deployment'));
    broken.spec.template.spec.containers[0].ports[0].containerPort = 'three thousand';
    expect(() => validate(broken)).toThrow(/containerPort must be integer/);
    const noSelector = structuredClone(one('Deployment'));
    delete noSelector.spec.selector;
    expect(() => validate(noSelector)).toThrow(/selector/);
  });

  it('select the API pods, probe readiness and liveness apart, and give the drain its time', () => {
    const deployment = one('Deployment');
    const podLabels = deployment.spec.template.metadata.labels;
    for (const selecting of [one('Service').spec.selector, one('PodDisruptionBudget').spec.selector.matchLabels]) {
      expect(selecting).toEqual(deployment.spec.selector.matchLabels);
      expect(podLabels).toMatchObject(selecting);
    }
    expect(one('HorizontalPodAutoscaler').spec.scaleTargetRef).toMatchObject({
      kind: 'Deployment',
      name: 'staffpay-api',
    });

    const api = deployment.spec.template.spec.containers.find((c: { name: string }) => c.name === 'api');
    expect(api.readinessProbe.httpGet.path).toBe('/api/health');
    expect(api.livenessProbe.httpGet.path).toBe('/api/health/live');
    const config = one('ConfigMap').data;
    const drainSeconds = (Number(config.DRAIN_DELAY_MS) + Number(config.DRAIN_TIMEOUT_MS)) / 1000;
    expect(drainSeconds).toBeGreaterThan(0);
    expect(deployment.spec.template.spec.terminationGracePeriodSeconds).toBeGreaterThan(drainSeconds);
    // The readiness fails within the drain's delay (probe period × failures), before the port closes.
    const { periodSeconds, failureThreshold } = api.readinessProbe;
    expect(periodSeconds * failureThreshold * 1000).toBeLessThanOrEqual(Number(config.DRAIN_DELAY_MS));

    const migrate = deployment.spec.template.spec.initContainers[0];
    expect(migrate.command).toContain('dist/migrate.js');
    const secret = one('Secret');
    for (const c of [api, migrate]) {
      expect(c.envFrom).toEqual([
        { configMapRef: { name: one('ConfigMap').metadata.name } },
        { secretRef: { name: secret.metadata.name } },
      ]);
    }
    const keys = Object.keys(secret.data ?? secret.stringData);
    expect(keys).toEqual(
      expect.arrayContaining(['DATABASE_URL', 'REDIS_URL', 'SESSION_SECRET', 'SETTINGS_SECRET', 'METRICS_TOKEN']),
    );
  });

  it('keep WebSockets open through the ingress for as long as a subscription lasts', () => {
    const main = one('Ingress', 'staffpay').metadata.annotations ?? {};
    expect(Number(main['nginx.ingress.kubernetes.io/proxy-read-timeout'])).toBeGreaterThanOrEqual(3600);
    expect(Number(main['nginx.ingress.kubernetes.io/proxy-send-timeout'])).toBeGreaterThanOrEqual(3600);
  });
});
