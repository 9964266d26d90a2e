import { inArray } from 'drizzle-orm';
import { addDays, agentEnquiryInput, agentInput, directEnquiryInput, todayIn } from '@app/contract';
import type { Tx } from '../db/client.ts';
import { users } from '../db/schema/index.ts';
import { createAgent } from '../modules/agents/agents.service.ts';
import { addCommunication, createEnquiry } from '../modules/enquiries/enquiry-changes.service.ts';

const AGENTS = [
  {
    name: 'Skyline Holidays',
    company_name: 'Skyline Holidays Pvt Ltd',
    city: 'Mumbai',
    state: 'Maharashtra',
    commission_rate: '10',
    gst_number: '27AABCS1234F1ZR',
    pan_number: 'AABCS1234F',
  },
  {
    name: 'Desert Rose Tourism',
    company_name: 'Desert Rose Tourism LLC',
    city: 'Dubai',
    state: 'Dubai',
    country: 'United Arab Emirates',
    commission_rate: '8.5',
    is_vendor: true,
    vendor_email: 'accounts@desertrose.example',
  },
  {
    name: 'Ganga Travels',
    company_name: 'Ganga Travels',
    city: 'Varanasi',
    state: 'Uttar Pradesh',
    commission_rate: '12',
  },
  {
    name: 'Coastal Escapes',
    company_name: 'Coastal Escapes',
    city: 'Kochi',
    state: 'Kerala',
    commission_rate: '7.25',
    is_vendor: false,
  },
  {
    name: 'Himalayan Trails',
    company_name: 'Himalayan Trails & Treks',
    city: 'Manali',
    state: 'Himachal Pradesh',
    commission_rate: '9',
  },
  {
    name: 'Metro Corporate Travel',
    company_name: 'Metro Corporate Travel',
    city: 'Bengaluru',
    state: 'Karnataka',
    commission_rate: '5',
    status: 'inactive',
  },
];

/** Agents, both kinds of enquiry and their communications. Returns agent ids by name. */
export async function seedTourism(tx: Tx, timeZone: string) {
  const ids = new Map<string, number>();
  for (const [i, a] of AGENTS.entries()) {
    const agent = await createAgent(
      tx,
      agentInput.parse({
        ...a,
        primary_mobile: `+91 98${String(30000000 + i * 1111111).slice(0, 8)}`,
        primary_email: `${a.name.toLowerCase().replace(/[^a-z]+/g, '.')}@agents.example`,
      }),
    );
    ids.set(a.name, agent.id);
  }
  const people = await tx
    .select({ id: users.id, email: users.email, role: users.role })
    .from(users)
    .where(
      inArray(users.email, ['staff@example.com', 'kavya.menon@example.com', 'manager@example.com']),
    );
  const who = (email: string) => {
    const p = people.find((x) => x.email === email)!;
    return { id: p.id, name: email, email, role: p.role, is_active: true, permissions: [] };
  };
  const sales = [who('staff@example.com'), who('kavya.menon@example.com')];
  const today = todayIn(timeZone);

  const direct = [
    {
      customer_name: 'Anita Sharma',
      destination: 'Dubai',
      status: 'quoted',
      priority: 'high',
      source: 'website',
      adults: 2,
      children: 2,
      // A Dubai family quoting its budget in dirhams; the others in rupees, one in dollars.
      budget: '14000',
      currency: 'AED',
      days: 30,
    },
    {
      customer_name: 'Rohit Verma',
      destination: 'Kashmir',
      status: 'new',
      priority: 'medium',
      source: 'phone',
      adults: 2,
      children: 0,
      budget: '95000',
      days: 45,
    },
    {
      customer_name: 'Lakshmi Iyer',
      destination: 'Singapore',
      status: 'contacted',
      priority: 'medium',
      source: 'referral',
      adults: 4,
      children: 1,
      budget: '4900',
      currency: 'USD',
      days: 60,
    },
    {
      customer_name: 'Farhan Qureshi',
      destination: 'Maldives',
      status: 'negotiating',
      priority: 'urgent',
      source: 'walk-in',
      adults: 2,
      children: 0,
      budget: '380000',
      days: 20,
    },
    {
      customer_name: 'Deepa Nair',
      destination: 'Goa',
      status: 'converted',
      priority: 'low',
      source: 'email',
      adults: 3,
      children: 0,
      budget: '60000',
      days: 12,
    },
    {
      customer_name: 'Arvind Joshi',
      destination: 'Europe (Paris, Swiss)',
      status: 'lost',
      priority: 'medium',
      source: 'website',
      adults: 2,
      children: 1,
      budget: '850000',
      days: 90,
    },
  ];
  for (const [i, d] of direct.entries()) {
    const e = await createEnquiry(
      tx,
      sales[i % 2]!,
      directEnquiryInput.parse({
        customer_name: d.customer_name,
        customer_email: `${d.customer_name.toLowerCase().replace(' ', '.')}@mail.example`,
        customer_mobile: `+91 99${String(10000000 + i * 2345678).slice(0, 8)}`,
        destination: d.destination,
        travel_type: ['Goa', 'Kashmir'].includes(d.destination) ? 'domestic' : 'international',
        travel_start_date: addDays(today, d.days),
        travel_end_date: addDays(today, d.days + 5),
        number_of_adults: d.adults,
        number_of_children: d.children,
        estimated_budget: d.budget,
        currency: d.currency,
        accommodation_preference: i % 2 ? '4-star' : '5-star',
        status: d.status,
        priority: d.priority,
        source: d.source,
        assigned_to: sales[(i + 1) % 2]!.id,
        follow_up_date: addDays(today, 2 + i),
        enquiry_details: `Looking for ${d.destination} with flights and transfers.`,
        initial_message: `Hi, we are ${d.adults} adults planning ${d.destination}. Please share options.`,
      }),
      { timeZone },
    );
    await addCommunication(tx, sales[i % 2]!, e.id, {
      type: 'phone',
      message: 'Called the customer and shared two hotel options.',
    });
    if (i % 2 === 0)
      await addCommunication(tx, sales[(i + 1) % 2]!, e.id, {
        type: 'whatsapp',
        subject: 'Quote',
        message: 'Sent the itinerary and price on WhatsApp.',
      });
  }

  const b2b: [
    agent: string,
    guest: string,
    destination: string,
    sale: string,
    budget: string,
    status: string,
    currency?: string,
  ][] = [
    // Dubai files are sold in dirhams (the trip seed converts the Mehta family's into one).
    ['Skyline Holidays', 'Mehta Family', 'Dubai', '10800', '8700', 'quoted', 'AED'],
    [
      'Skyline Holidays',
      'Corporate Group (24 pax)',
      'Thailand',
      '1180000',
      '960000',
      'negotiating',
    ],
    ['Desert Rose Tourism', 'Khan Family', 'Abu Dhabi', '7850', '6600', 'converted', 'AED'],
    ['Ganga Travels', 'NA', 'Varanasi', '65000', '52000', 'new'],
    ['Coastal Escapes', 'Honeymoon Couple', 'Kerala', '88000', '70000', 'contacted'],
    ['Himalayan Trails', 'College Group', 'Manali', '210000', '175000', 'new'],
  ];
  for (const [
    i,
    [agentName, guest, destination, sale, budget, status, currency],
  ] of b2b.entries()) {
    const e = await createEnquiry(
      tx,
      sales[i % 2]!,
      agentEnquiryInput.parse({
        enquiry_type: 'agent',
        agent_id: ids.get(agentName),
        customer_name: guest,
        destination,
        travel_type: ['Kerala', 'Manali', 'Varanasi'].includes(destination)
          ? 'domestic'
          : 'international',
        travel_start_date: addDays(today, 15 + i * 7),
        travel_end_date: addDays(today, 19 + i * 7),
        number_of_adults: 2 + (i % 3),
        expected_sale_amount: sale,
        estimated_budget: budget,
        currency,
        status,
        priority: i === 1 ? 'high' : 'medium',
      }),
      { timeZone },
    );
    await addCommunication(tx, sales[i % 2]!, e.id, {
      type: 'email',
      subject: 'Rates',
      message: `Shared net rates with ${agentName}.`,
    });
  }
  return ids;
}
