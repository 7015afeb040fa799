// The committee's board (static): five members shown in the "Chi siamo" section.
import { committee } from '../../config/committee';

export interface TeamMember {
  name: string;
  role: 'Presidente' | 'Vicepresidente' | 'Consigliere' | 'Consigliere Giovani';
  image: string;
  email: string;
  phone?: string;
  location: string;
}

const seat = `Sede di ${committee.town}, ${committee.address.street}`;

export const team: readonly TeamMember[] = [
  {
    name: 'Marco Bellini',
    role: 'Presidente',
    image: '/images/team/presidente.svg',
    email: 'presidente.valdoria@cri.it',
    phone: '0123 456780',
    location: seat,
  },
  {
    name: 'Giulia Ferrante',
    role: 'Vicepresidente',
    image: '/images/team/vicepresidente.svg',
    email: 'vicepresidente.valdoria@cri.it',
    phone: '0123 456781',
    location: seat,
  },
  {
    name: 'Antonio Russo',
    role: 'Consigliere',
    image: '/images/team/consigliere-1.svg',
    email: 'a.russo.valdoria@cri.it',
    location: seat,
  },
  {
    name: 'Chiara Lombardi',
    role: 'Consigliere',
    image: '/images/team/consigliere-2.svg',
    email: 'c.lombardi.valdoria@cri.it',
    location: seat,
  },
  {
    name: 'Davide Esposito',
    role: 'Consigliere Giovani',
    image: '/images/team/consigliere-giovani.svg',
    email: 'giovani.valdoria@cri.it',
    location: `Gruppo Giovani, ${seat}`,
  },
];
