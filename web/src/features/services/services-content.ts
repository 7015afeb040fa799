// The committee's three services (static, as the spec's Service entity): title,
// category, description, three features and the pictogram drawn by ServiceIcon.

export type ServiceIconName = 'ambulance' | 'home' | 'cross';

export interface Service {
  id: string;
  title: string;
  category: string;
  description: string;
  features: readonly [string, string, string];
  icon: ServiceIconName;
  /** Marked 'Novità' on its card. */
  isNew?: boolean;
}

export const SERVICES: readonly Service[] = [
  {
    id: 'trasporto-sanitario',
    title: 'Trasporto Sanitario',
    category: 'Sanitario',
    description:
      'Accompagniamo in ambulanza o con mezzi attrezzati chi deve raggiungere ospedali e ambulatori e non può farlo da solo.',
    features: [
      'Visite, terapie, dialisi, ricoveri e dimissioni',
      'Ambulanze e mezzi attrezzati per carrozzine',
      'Equipaggi di volontari formati e certificati',
    ],
    icon: 'ambulance',
  },
  {
    id: 'assistenza-domiciliare',
    title: 'Assistenza Domiciliare',
    category: 'Sociale',
    description:
      'I nostri volontari raggiungono a casa anziani e persone fragili, per non lasciare nessuno solo.',
    features: [
      'Consegna a domicilio di farmaci e spesa',
      'Visite di compagnia e telefonate di controllo',
      'Sostegno alle famiglie e a chi assiste un familiare',
    ],
    icon: 'home',
    isNew: true,
  },
  {
    id: 'assistenza-sanitaria',
    title: 'Assistenza Sanitaria',
    category: 'Emergenza',
    description:
      'Presidi sanitari per eventi, manifestazioni e gare, e soccorso in emergenza insieme al 118.',
    features: [
      'Ambulanze e squadre di soccorso a piedi agli eventi',
      'Soccorso in emergenza in convenzione con il 118',
      'Piani di assistenza sanitaria per gli organizzatori',
    ],
    icon: 'cross',
  },
];
