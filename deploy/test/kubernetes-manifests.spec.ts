import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseAllDocuments } from 'yaml';

const K8S = path.join(__dirname, '../k8s');
const KUSTOMIZATION = 'kustomization.yaml';
// Applied by hand once its placeholders are filled in (deploy/README.md), never by the kustomization.
const TEMPLATES = ['secret.template.yaml'];

interface Model {
  validate(): void;
}
/** A model of the API: its constructor takes the object unchecked, validate() checks it against the schema. */
interface ModelClass {
  readonly apiVersion: string;
  readonly kind: string;
  new (data: never): Model;
}

/** The Kubernetes API's schemas (kubernetes-models) of the kinds Tezgah deploys, by `apiVersion/kind`. */
async function schemas(): Promise<Map<string, ModelClass>> {
  const [{ Deployment }, { Service }, { ConfigMap }, { Namespace }, { Secret }, { HorizontalPodAutoscaler }, { PodDisruptionBudget }] =
    await Promise.all([
      import('kubernetes-models/apps/v1/Deployment'),
      import('kubernetes-models/v1/Service'),
      import('kubernetes-models/v1/ConfigMap'),
      import('kubernetes-models/v1/Namespace'),
      import('kubernetes-models/v1/Secret'),
      import('kubernetes-models/autoscaling/v2/HorizontalPodAutoscaler'),
      import('kubernetes-models/policy/v1/PodDisruptionBudget'),
    ]);
  const models: ModelClass[] = [Deployment, Service, ConfigMap, Namespace, Secret, HorizontalPodAutoscaler, PodDisruptionBudget];
  return new Map(models.map((model) => [`${model.apiVersion}/${model.kind}`, model] as const));
}

function documentsOf(file: string): Array<{ apiVersion?: string; kind?: string }> {
  return parseAllDocuments(readFileSync(path.join(K8S, file), 'utf8')).map((document) => {
    if (document.errors.length) throw new Error(`${file}: ${document.errors[0].message}`);
    return document.toJS();
  });
}

const manifests = readdirSync(K8S).filter((file) => file.endsWith('.yaml') && file !== KUSTOMIZATION);

describe('deploy/k8s', () => {
  let models: Map<string, ModelClass>;
  beforeAll(async () => {
    models = await schemas();
  });

  it.each(manifests)('%s holds objects the Kubernetes API accepts', (file) => {
    for (const object of documentsOf(file)) {
      const model = models.get(`${object.apiVersion}/${object.kind}`);
      if (!model) throw new Error(`${file}: no schema here for ${object.apiVersion} ${object.kind}: add its model to this spec`);
      expect(() => new model(object as never).validate()).not.toThrow();
    }
  });

  it('applies every manifest but the templates, and only those', () => {
    const [kustomization] = documentsOf(KUSTOMIZATION) as Array<{ resources: string[] }>;
    expect([...kustomization.resources].sort()).toEqual(manifests.filter((file) => !TEMPLATES.includes(file)).sort());
  });
});
