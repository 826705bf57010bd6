/** Every open dataset the product shows, with the attribution its licence requires. */
export interface DataAttribution {
  dataset: string;
  publisher: string;
  licence: string;
  attribution: string;
  usedFor: string;
}

export const DATA_ATTRIBUTIONS: readonly DataAttribution[] = [
  {
    dataset: 'Price Paid Data and UK House Price Index',
    publisher: 'HM Land Registry',
    licence: 'Open Government Licence v3.0',
    attribution:
      'Contains HM Land Registry data © Crown copyright and database right. This data is licensed under the Open Government Licence v3.0.',
    usedFor: 'Sale histories, comparable sales behind every estimate, house price index reports',
  },
  {
    dataset: 'ONS Postcode Directory, NSPL and OS Code-Point Open',
    publisher: 'Office for National Statistics, Ordnance Survey',
    licence: 'Open Government Licence v3.0',
    attribution:
      'Source: Office for National Statistics licensed under the Open Government Licence v.3.0. Contains OS data © Crown copyright and database right. Contains Royal Mail data © Royal Mail copyright and database right. Contains GeoPlace data © Local Government Information House Limited copyright and database right.',
    usedFor: 'Postcode locations, areas, local authorities, location search',
  },
  {
    dataset: 'Street-level crime',
    publisher: 'police.uk',
    licence: 'Open Government Licence v3.0',
    attribution:
      'Contains public sector information licensed under the Open Government Licence v3.0.',
    usedFor: 'Crimes within 500 m of a property',
  },
  {
    dataset: 'English Indices of Deprivation 2019 and 2025',
    publisher: 'Ministry of Housing, Communities and Local Government',
    licence: 'Open Government Licence v3.0',
    attribution:
      'Source: Ministry of Housing, Communities and Local Government, English Indices of Deprivation, licensed under the Open Government Licence v3.0.',
    usedFor: 'Deprivation index of each neighbourhood',
  },
  {
    dataset: 'Get Information About Schools and Ofsted inspection outcomes',
    publisher: 'Department for Education, Ofsted',
    licence: 'Open Government Licence v3.0',
    attribution:
      'Contains public sector information from the Department for Education and Ofsted licensed under the Open Government Licence v3.0.',
    usedFor: 'Nearest schools and their latest graded judgement',
  },
  {
    dataset: 'NaPTAN stops and rail references',
    publisher: 'Department for Transport',
    licence: 'Open Government Licence v3.0',
    attribution:
      'Contains public sector information from the Department for Transport licensed under the Open Government Licence v3.0.',
    usedFor: 'Nearest bus stops and railway stations',
  },
  {
    dataset: 'Energy Performance Certificates (domestic)',
    publisher: 'Department for Levelling Up, Housing and Communities',
    licence: 'Open Government Licence v3.0 (addresses: energy-efficiency purposes only)',
    attribution:
      'Contains data from the Energy Performance of Buildings Register licensed under the Open Government Licence v3.0. EPC addresses are used only to match certificates and are never displayed.',
    usedFor: 'Floor areas and energy ratings',
  },
  {
    dataset: 'Local authority district boundaries (offline basemap)',
    publisher: 'Office for National Statistics, Ordnance Survey (via HM Land Registry UK HPI)',
    licence: 'Open Government Licence v3.0',
    attribution:
      'Source: Office for National Statistics licensed under the Open Government Licence v3.0. Contains OS data © Crown copyright and database right 2023.',
    usedFor: 'The map background with district names when no tile server is configured',
  },
];
